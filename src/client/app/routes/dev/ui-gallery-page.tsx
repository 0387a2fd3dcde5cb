import {
  CalendarDays,
  Copy,
  Heart,
  LogOut,
  MapPin,
  MoreHorizontal,
  PartyPopper,
  Pencil,
  Plus,
  Settings,
  Share2,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Avatar, AvatarFallback, AvatarGroup, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '#client/components/ui/breadcrumb.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Separator } from '#client/components/ui/separator.tsx';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '#client/components/ui/sheet.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Slider } from '#client/components/ui/slider.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';

// An inline image so the gallery shows a loaded avatar without a network request.
const sampleAvatarSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#f09be2"/><stop offset="1" stop-color="#7a2be0"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" fill-opacity=".9"/><path d="M12 62c2-14 11-20 20-20s18 6 20 20" fill="#fff" fill-opacity=".9"/></svg>',
)}`;

const swatches = [
  ['brand-600', 'bg-brand-600'],
  ['party-700', 'bg-party-700'],
  ['ink-950', 'bg-ink-950'],
  ['ink-600', 'bg-ink-600'],
  ['success', 'bg-success'],
  ['warning', 'bg-warning'],
  ['destructive', 'bg-destructive'],
  ['brand-100', 'bg-brand-100'],
] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-4">
      <h2 id={id} className="font-display text-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Panel({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6', className)}>
      {children}
    </div>
  );
}

function EventPreviewCard() {
  return (
    <Card className="gap-4 overflow-hidden pt-0 sm:pt-0">
      <div className="relative aspect-[16/9] bg-linear-to-br from-brand-500 via-party-500 to-amber-400">
        <PartyPopper aria-hidden="true" className="absolute right-5 bottom-4 size-14 text-white/80" />
        <Badge variant="outline" className="absolute top-3 left-3 border-white/60 bg-white/90">
          Music
        </Badge>
      </div>
      <CardHeader>
        <p className="font-semibold text-primary text-sm">Sat, Jun 14 · 8:00 PM</p>
        <CardTitle>Rooftop Summer Kickoff</CardTitle>
        <CardDescription className="line-clamp-2">
          Sunset DJ set, tacos and a photo booth above downtown. Bring a friend and your best summer fit.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <MapPin aria-hidden="true" className="size-4" /> Stockton, CA
      </CardContent>
      <CardFooter className="justify-between">
        <AvatarGroup extraCount={38}>
          <Avatar size="sm">
            <AvatarFallback name="Maya Lopez" />
          </Avatar>
          <Avatar size="sm">
            <AvatarFallback name="Jordan Kim" />
          </Avatar>
          <Avatar size="sm">
            <AvatarFallback name="Sam Patel" />
          </Avatar>
        </AvatarGroup>
        <div className="flex gap-1">
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Save event">
                <Heart />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Save event</TooltipContent>
          </Tooltip>
          <Button variant="secondary" size="sm">
            <Share2 /> Share
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}

function FormDemo() {
  const [email, setEmail] = React.useState('not-an-email');
  const [radius, setRadius] = React.useState([50]);
  const emailError = email.includes('@') ? undefined : 'Enter a valid email address';
  return (
    <Panel className="grid gap-5">
      <FormField label="Party name" hint="Shown on invites and the event page." isRequired>
        <Input placeholder="Rooftop Summer Kickoff" />
      </FormField>
      <FormField label="Email" error={emailError} isRequired>
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Category">
        {(control) => (
          <Select defaultValue="music">
            <SelectTrigger {...control}>
              <SelectValue placeholder="Pick a category" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>Popular</SelectLabel>
                <SelectItem value="music">Music</SelectItem>
                <SelectItem value="food">Food &amp; drink</SelectItem>
                <SelectItem value="birthday">Birthday</SelectItem>
                <SelectItem value="community" disabled>
                  Community (soon)
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Description" hint="Markdown is not supported.">
        <Textarea placeholder="What should guests know?" />
      </FormField>
      <FormField label={`Search radius: ${radius[0]} miles`}>
        <Slider value={radius} onValueChange={setRadius} min={10} max={200} step={10} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Plus-ones allowed" isInline>
          <Checkbox defaultChecked />
        </FormField>
        <FormField label="Public event" isInline>
          <Switch defaultChecked />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="gallery-indeterminate" checked="indeterminate" />
        <Label htmlFor="gallery-indeterminate">Select all (indeterminate)</Label>
      </div>
      <Input disabled placeholder="Disabled input" aria-label="Disabled example" />
    </Panel>
  );
}

function OverlaysDemo() {
  return (
    <Panel className="flex flex-wrap gap-3">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invite friends</DialogTitle>
            <DialogDescription>
              Send the party link by email. They can RSVP without an account.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Email addresses" hint="Separate with commas.">
            <Input placeholder="sam@example.com, jo@example.com" />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Send invites</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 /> Delete event
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this event?</AlertDialogTitle>
            <AlertDialogDescription>
              “Rooftop Summer Kickoff” and its 41 RSVPs will be removed. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep event</AlertDialogCancel>
            <AlertDialogAction variant="destructive">Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Sheet>
        <SheetTrigger asChild>
          <Button variant="secondary">
            <SlidersHorizontal /> Filters
          </Button>
        </SheetTrigger>
        <SheetContent>
          <SheetHeader>
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription>Narrow down parties near you.</SheetDescription>
          </SheetHeader>
          <SheetBody className="grid content-start gap-5">
            <FormField label="City">
              <Input defaultValue="Stockton, CA" />
            </FormField>
            <FormField label="Free events only" isInline>
              <Switch />
            </FormField>
          </SheetBody>
          <SheetFooter>
            <Button variant="outline">Reset</Button>
            <Button>Show 24 events</Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Event actions">
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-56">
          <DropdownMenuLabel>Event</DropdownMenuLabel>
          <DropdownMenuItem>
            <Pencil /> Edit <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>
            <Copy /> Duplicate
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem checked>Show guest list</DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive">
            <Trash2 /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Settings">
            <Settings />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Settings</TooltipContent>
      </Tooltip>
    </Panel>
  );
}

function FeedbackDemo() {
  return (
    <Panel className="grid gap-6">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => toast({ title: 'Link copied', description: 'Share it anywhere you like.' })}
        >
          Default toast
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({ variant: 'success', title: 'You’re going!', description: 'We added it to your plans.' })
          }
        >
          Success toast
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({
              variant: 'destructive',
              title: 'Could not save event',
              description: 'Check your connection.',
            })
          }
        >
          Destructive toast
        </Button>
      </div>
      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span id="gallery-progress-label" className="font-semibold">
            Finding parties near you…
          </span>
          <span className="text-muted-foreground">60%</span>
        </div>
        <Progress value={60} aria-labelledby="gallery-progress-label" />
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Spinner size="sm" label="Loading" />
        <Spinner label="Loading events" />
        <Spinner size="lg" label="Loading map" />
        <Button isLoading>Saving</Button>
      </div>
      <div className="flex items-center gap-4">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
    </Panel>
  );
}

/** Dev-only page showing every primitive in components/ui, used for visual review. */
export function UiGalleryPage() {
  return (
    <div className="min-h-dvh">
      <header className="border-border border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="flex items-center gap-2 font-display font-extrabold text-xl tracking-tight">
            <span className="grid size-8 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-party-600 text-white">
              <PartyPopper aria-hidden="true" className="size-4.5" />
            </span>
            Confetti
          </span>
          <div className="flex items-center gap-2">
            <Button size="sm" className="hidden sm:inline-flex">
              <Plus /> Create event
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger className="rounded-full" aria-label="Account menu">
                <Avatar size="sm">
                  <AvatarFallback name="Ari Chen" />
                </Avatar>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>Ari Chen</DropdownMenuLabel>
                <DropdownMenuItem>
                  <CalendarDays /> My events
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem>
                  <LogOut /> Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-10 sm:px-6">
        <div className="grid gap-4">
          <Breadcrumb>
            <BreadcrumbList>
              <BreadcrumbItem>
                <BreadcrumbLink href="#top">Home</BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbLink href="#top">Dev</BreadcrumbLink>
              </BreadcrumbItem>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                <BreadcrumbPage>UI gallery</BreadcrumbPage>
              </BreadcrumbItem>
            </BreadcrumbList>
          </Breadcrumb>
          <h1 className="font-display text-display">
            Plan the{' '}
            <span className="bg-linear-to-r from-brand-600 to-party-600 bg-clip-text text-transparent">
              party
            </span>
            .
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Every primitive in the Confetti design system, in one place. Tab through the page to check focus
            rings; press F8 to jump to notifications.
          </p>
        </div>

        <Section title="Buttons">
          <Panel className="grid gap-5">
            <div className="flex flex-wrap items-center gap-3">
              <Button>Primary</Button>
              <Button variant="secondary">Secondary</Button>
              <Button variant="outline">Outline</Button>
              <Button variant="ghost">Ghost</Button>
              <Button variant="destructive">Destructive</Button>
              <Button variant="link">Link</Button>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Button size="sm">Small</Button>
              <Button size="md">Medium</Button>
              <Button size="lg">
                <PartyPopper /> Large
              </Button>
              <Button size="icon" aria-label="Add">
                <Plus />
              </Button>
              <Button asChild variant="outline">
                <a href="#top">Link as button</a>
              </Button>
              <Button disabled>Disabled</Button>
            </div>
          </Panel>
        </Section>

        <Section title="Badges & avatars">
          <Panel className="grid gap-5">
            <div className="flex flex-wrap gap-2">
              <Badge>Default</Badge>
              <Badge variant="solid">Solid</Badge>
              <Badge variant="secondary">Secondary</Badge>
              <Badge variant="outline">Outline</Badge>
              <Badge variant="success">Going</Badge>
              <Badge variant="warning">Few spots left</Badge>
              <Badge variant="destructive">Cancelled</Badge>
            </div>
            <Separator />
            <div className="flex flex-wrap items-center gap-3">
              <Avatar size="xs">
                <AvatarFallback name="Lee Park" />
              </Avatar>
              <Avatar size="sm">
                <AvatarFallback name="Nia Brooks" />
              </Avatar>
              <Avatar>
                <AvatarFallback name="Omar Haddad" />
              </Avatar>
              <Avatar size="lg">
                <AvatarImage src={sampleAvatarSrc} alt="Priya Shah" />
                <AvatarFallback name="Priya Shah" />
              </Avatar>
              <Avatar size="xl">
                <AvatarFallback name="Zoe Martin" />
              </Avatar>
              <AvatarGroup extraCount={12} className="ml-2">
                <Avatar size="sm">
                  <AvatarFallback name="Ann Lee" />
                </Avatar>
                <Avatar size="sm">
                  <AvatarFallback name="Ben Ortiz" />
                </Avatar>
                <Avatar size="sm">
                  <AvatarFallback name="Cy Young" />
                </Avatar>
              </AvatarGroup>
            </div>
          </Panel>
        </Section>

        <div className="grid grid-cols-1 items-start gap-12 lg:grid-cols-2 lg:gap-8">
          <Section title="Forms">
            <FormDemo />
          </Section>
          <div className="grid grid-cols-1 gap-12">
            <Section title="Card">
              <EventPreviewCard />
            </Section>
            <Section title="Tabs">
              <Tabs defaultValue="upcoming">
                <TabsList aria-label="Event lists">
                  <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
                  <TabsTrigger value="hosting">Hosting</TabsTrigger>
                  <TabsTrigger value="past">Past</TabsTrigger>
                  <TabsTrigger value="drafts" disabled>
                    Drafts
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="upcoming">
                  <Panel className="text-muted-foreground text-sm">You have 3 upcoming parties.</Panel>
                </TabsContent>
                <TabsContent value="hosting">
                  <Panel className="text-muted-foreground text-sm">You are hosting 1 party.</Panel>
                </TabsContent>
                <TabsContent value="past">
                  <Panel className="text-muted-foreground text-sm">No past parties yet.</Panel>
                </TabsContent>
              </Tabs>
            </Section>
          </div>
        </div>

        <Section title="Overlays">
          <OverlaysDemo />
        </Section>

        <Section title="Feedback">
          <FeedbackDemo />
        </Section>

        <Section title="Tokens">
          <Panel className="grid gap-6">
            <div className="grid gap-2">
              <p className="font-display text-display">Display</p>
              <p className="font-display text-h1">Heading 1</p>
              <p className="font-display text-h2">Heading 2</p>
              <p className="font-display text-h3">Heading 3</p>
              <p className="text-base">Body: the quick brown fox RSVPs to the party.</p>
              <p className="text-muted-foreground text-sm">Small muted: 41 going · 12 maybe</p>
            </div>
            <Separator />
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {swatches.map(([name, className]) => (
                <li key={name} className="grid gap-1.5 text-sm">
                  <span className={cn('h-14 rounded-xl border border-black/5', className)} />
                  <span className="font-mono text-muted-foreground text-xs">{name}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </Section>
      </main>
      <Toaster />
    </div>
  );
}
