import { useMemo, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';
import { createFoundEvent } from '../api/create-found-event.ts';
import { type DiscoveryOutcome, type DiscoveryParams, discoverEvents } from '../api/discover-events.ts';
import { useDiscoveryProgress } from '../hooks/use-discovery-progress.ts';
import { DiscoveryForm } from './discovery-form.tsx';
import { CreatedEventsList, FoundEventRow, FoundEventsFilter, FoundEventsHeading } from './found-events.tsx';

function matches(event: DiscoveredEvent, needle: string) {
  return [event.title, event.location, event.description, event.category].some((t) =>
    t.toLowerCase().includes(needle),
  );
}

/** The admin's discovery panel: search a place, pick found events and create them as real events. */
export function SampleEventFinder() {
  const [form, setForm] = useState<DiscoveryParams>({ city: 'Stockton', region: 'CA', radius: 50 });
  const [outcome, setOutcome] = useState<DiscoveryOutcome | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [added, setAdded] = useState<Map<string, number>>(new Map());
  const [created, setCreated] = useState<{ id: number; title: string }[]>([]);
  const [isCreating, setIsCreating] = useState(false);
  const { progress, start, finish } = useDiscoveryProgress();

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (outcome?.events ?? []).filter((e) => !needle || matches(e, needle));
  }, [outcome, filter]);

  const search = async () => {
    setIsSearching(true);
    start();
    const result = await discoverEvents(form);
    setOutcome(result);
    setSelected(new Set());
    finish(result.kind === 'found');
    setIsSearching(false);
    if (result.kind === 'samples')
      toast({ title: 'Failed to discover events', description: result.reason, variant: 'destructive' });
  };

  const toggle = (key: string, isOn: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (isOn) next.add(key);
      else next.delete(key);
      return next;
    });

  const createSelected = async () => {
    const picked = (outcome?.events ?? []).filter((e) => selected.has(e.key) && !added.has(e.key));
    if (picked.length === 0) {
      toast({
        title: 'Error',
        description: 'Please select at least one event to create',
        variant: 'destructive',
      });
      return;
    }
    setIsCreating(true);
    for (const found of picked) {
      try {
        const event = await createFoundEvent(found);
        setAdded((prev) => new Map(prev).set(found.key, event.id));
        setCreated((prev) => [...prev, { id: event.id, title: event.title }]);
      } catch {
        toast({
          title: 'Error',
          description: `Failed to create event: ${found.title}`,
          variant: 'destructive',
        });
      }
    }
    setSelected(new Set());
    setIsCreating(false);
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Find Local Events</CardTitle>
        <CardDescription>Search a place, choose events and create them on Confetti.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <DiscoveryForm value={form} onChange={setForm} onSearch={search} isSearching={isSearching} />
        {progress > 0 ? <Progress value={progress} aria-label="Searching for events" /> : null}
        {outcome?.kind === 'samples' ? (
          <p role="status" className="rounded-lg bg-muted p-3 text-sm">
            {outcome.reason}. These are sample events, not real listings.
          </p>
        ) : null}
        {outcome ? (
          <section aria-labelledby="found-heading" className="space-y-3">
            <FoundEventsHeading
              count={outcome.events.length}
              onSelectAll={() =>
                setSelected(new Set(shown.filter((e) => !added.has(e.key)).map((e) => e.key)))
              }
              onDeselectAll={() => setSelected(new Set())}
            />
            <FoundEventsFilter value={filter} onChange={setFilter} />
            {outcome.events.length === 0 ? (
              <p>
                No events found for this location. Try adjusting the radius or searching a different city.
              </p>
            ) : null}
            <ul className="max-h-[32rem] divide-y divide-border overflow-y-auto rounded-xl border border-border">
              {shown.map((event) => (
                <FoundEventRow
                  key={event.key}
                  event={event}
                  addedId={added.get(event.key)}
                  isSelected={selected.has(event.key)}
                  onSelectedChange={(isOn) => toggle(event.key, isOn)}
                />
              ))}
            </ul>
            <Button onClick={createSelected} disabled={isCreating}>
              {isCreating ? 'Creating...' : 'Create Test Event'}
            </Button>
          </section>
        ) : null}
        {created.length > 0 ? <CreatedEventsList created={created} /> : null}
      </CardContent>
    </Card>
  );
}
