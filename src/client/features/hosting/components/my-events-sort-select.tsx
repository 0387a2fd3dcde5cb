import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import {
  MY_EVENTS_SORT_LABELS,
  MY_EVENTS_SORT_ORDERS,
  type MyEventsSortOrder,
} from '../lib/sort-my-events.ts';

export function MyEventsSortSelect({
  value,
  onChange,
}: {
  value: MyEventsSortOrder;
  onChange: (order: MyEventsSortOrder) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-1 items-center gap-2 sm:flex-none">
      <Label htmlFor={id} className="sr-only">
        Sort events
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as MyEventsSortOrder)}>
        <SelectTrigger id={id} className="h-10 w-full sm:w-44">
          <span className="flex items-center gap-2">
            <ArrowUpDown aria-hidden="true" className="size-4 text-muted-foreground" />
            <SelectValue />
          </span>
        </SelectTrigger>
        <SelectContent align="end">
          {MY_EVENTS_SORT_ORDERS.map((order) => (
            <SelectItem key={order} value={order}>
              {MY_EVENTS_SORT_LABELS[order]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
