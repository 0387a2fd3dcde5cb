import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

export type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible names per thumb, e.g. ['Minimum price', 'Maximum price']. */
  thumbLabels?: string[];
};

/**
 * The focusable parts of a slider are its thumbs, so the labelling props
 * (id, aria-label, aria-labelledby, aria-describedby, aria-invalid, aria-valuetext) go onto them,
 * which also makes it work inside FormField.
 */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabels,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-valuetext': ariaValueText,
  ...props
}: SliderProps) {
  const thumbCount = (value ?? defaultValue ?? [min]).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        'data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-40 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:px-2',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-ink-200 data-[orientation=horizontal]:h-2 data-[orientation=vertical]:w-2"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-linear-to-r from-brand-600 to-party-600 data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbCount }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          data-slot="slider-thumb"
          id={index === 0 ? id : undefined}
          aria-label={thumbLabels?.[index] ?? ariaLabel}
          aria-labelledby={thumbLabels?.[index] ? undefined : ariaLabelledBy}
          aria-describedby={ariaDescribedBy}
          aria-invalid={ariaInvalid}
          aria-valuetext={ariaValueText}
          className={cn(
            'relative block size-6 cursor-grab rounded-full border-2 border-primary bg-white shadow-md',
            'transition-[box-shadow,transform] duration-150 hover:shadow-lg active:scale-110 active:cursor-grabbing',
            'before:absolute before:-inset-2.5 before:rounded-full before:content-[""] disabled:pointer-events-none',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
