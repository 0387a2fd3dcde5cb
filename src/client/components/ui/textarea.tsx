import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';
import { inputBaseClass } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        inputBaseClass,
        'field-sizing-content min-h-24 resize-y py-2.5 leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
