import { useId } from 'react';

/** One titled part of the party plan, a region named by its heading. */
export function PlanSection({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h4 id={id} className="font-display text-base font-bold">
        {title}
      </h4>
      {children}
    </section>
  );
}
