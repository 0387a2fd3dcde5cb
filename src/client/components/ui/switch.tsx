import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

export function Switch({ className, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer relative inline-flex h-6 w-11 shrink-0 items-center rounded-full p-0.5 transition-colors duration-200',
        'bg-control data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
        'before:absolute before:-inset-2 before:content-[""]',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform duration-200 ease-spring data-[state=checked]:translate-x-5"
      />
    </SwitchPrimitive.Root>
  );
}
