import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type * as React from 'react';

/** Content for screen readers only, e.g. a DialogTitle a design leaves out visually. */
export function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
