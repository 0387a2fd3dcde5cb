import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import {
  type DiscoveryOutcome,
  type DiscoveryParams,
  discoverAndStore,
  discoverEvents,
} from '#client/features/discovery/api/discover-events.ts';
import { DiscoveredEventItem } from '#client/features/discovery/components/discovered-event-item.tsx';
import { DiscoveryForm } from '#client/features/discovery/components/discovery-form.tsx';
import { useDiscoveryProgress } from '#client/features/discovery/hooks/use-discovery-progress.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { DISCOVERY_RADIUS } from '#shared/contracts/discovery.ts';

const ADMIN_TEST = { city: 'San Francisco', region: 'CA', radius: 50 };

export function DiscoverEventsPage() {
  const { data: user } = useUser();
  const [form, setForm] = useState<DiscoveryParams>({
    city: '',
    region: '',
    radius: DISCOVERY_RADIUS.default,
  });
  const [outcome, setOutcome] = useState<DiscoveryOutcome | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const { progress, start, finish } = useDiscoveryProgress();

  const search = async () => {
    setIsSearching(true);
    start();
    const result = await discoverEvents(form);
    setOutcome(result);
    finish(result.kind === 'found');
    setIsSearching(false);
    if (result.kind === 'samples') {
      toast({ title: 'Failed to discover events', description: result.reason, variant: 'destructive' });
    }
  };

  const runAdminTest = async () => {
    if (!user) {
      toast({
        title: 'Error',
        description: 'You must be logged in to discover events',
        variant: 'destructive',
      });
      return;
    }
    setForm({ ...form, ...ADMIN_TEST });
    setIsSearching(true);
    start();
    try {
      const response = await discoverAndStore(ADMIN_TEST);
      setOutcome({ kind: 'found', events: response.events, response });
      finish(true);
      toast({
        title: 'Discovery finished',
        description: `Found ${response.results.found}, added ${response.results.created}, ${response.results.duplicates} already on Confetti.`,
        variant: 'success',
      });
    } catch (error) {
      finish(false);
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.serverMessage : 'Failed to discover events',
        variant: 'destructive',
      });
    } finally {
      setIsSearching(false);
    }
  };

  return (
    <PageShell title="Discover Events" description="Find well-known public events near a city.">
      <DiscoveryForm value={form} onChange={setForm} onSearch={search} isSearching={isSearching} />
      {user?.isAdmin ? (
        <Button variant="outline" className="mt-4" onClick={runAdminTest} disabled={isSearching}>
          Test Local Event Discovery
        </Button>
      ) : null}
      {progress > 0 ? <Progress className="mt-4" value={progress} aria-label="Searching for events" /> : null}
      <section aria-live="polite" className="mt-6">
        {!outcome && !isSearching ? (
          <p className="text-muted-foreground">Enter a location to start discovering events.</p>
        ) : null}
        {outcome?.kind === 'samples' ? (
          <p role="status" className="mb-3 rounded-lg bg-muted p-3 text-sm">
            {outcome.reason}. These are sample events, not real listings.
          </p>
        ) : null}
        {outcome?.kind === 'found' && outcome.events.length === 0 ? (
          <p>No events found for this location. Try adjusting the radius or searching a different city.</p>
        ) : null}
        {outcome && outcome.events.length > 0 ? (
          <ul className="divide-y divide-border rounded-xl border border-border bg-card">
            {outcome.events.map((event) => (
              <li key={event.key} className="p-4">
                <DiscoveredEventItem event={event}>
                  {event.eventId ? (
                    <Link to={paths.event(event.eventId)} className="text-sm text-primary hover:underline">
                      View on Confetti
                    </Link>
                  ) : null}
                </DiscoveredEventItem>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </PageShell>
  );
}
