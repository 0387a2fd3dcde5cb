import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { DeleteSampleDataCard } from '#client/features/admin/components/delete-sample-data-card.tsx';
import { JobButtonCard } from '#client/features/admin/components/job-button-card.tsx';
import { SampleEventsCard } from '#client/features/admin/components/sample-events-card.tsx';
import { SampleEventFinder } from '#client/features/discovery/components/sample-event-finder.tsx';

export function GenerateSampleEventsPage() {
  return (
    <PageShell title="Generate Sample Events" description="Fill Confetti with events, vendors and images.">
      <AdminNav />
      <div className="grid gap-4 lg:grid-cols-2">
        <SampleEventFinder />
        <SampleEventsCard />
        <JobButtonCard
          title="Event Images"
          description="Draws a poster for every event without an image, one event every 5 seconds. Sports get a dramatic look; everything else a professional one."
          kind="generate-images"
          buttonLabel="Generate Missing Images"
          failure="Failed to generate image"
        />
        <JobButtonCard
          title="Sample Vendors"
          description="Adds sample vendors in every vendor category, each with services and prices."
          kind="generate-vendors"
          buttonLabel="Generate Sample Vendors"
          failure="Failed to generate vendors"
        />
        <DeleteSampleDataCard />
      </div>
    </PageShell>
  );
}
