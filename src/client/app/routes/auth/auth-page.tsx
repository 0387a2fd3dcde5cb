import { CalendarHeart, PartyPopper, Share2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { safeRedirectPath } from '#client/config/paths.ts';
import { LoginForm } from '#client/features/auth/components/login-form.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { RedirectIfSignedIn } from '#client/features/auth/components/route-guards.tsx';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { useAppConfig } from '#client/lib/app-config.ts';
import { DEFAULT_SITE_NAME, SIGN_UP_CLOSED_MESSAGE } from '#shared/constants.ts';

const highlights = [
  { icon: Sparkles, text: 'Plan a party in plain English with the AI Party Planner' },
  { icon: CalendarHeart, text: 'Discover birthdays, concerts, markets and more near you' },
  { icon: Share2, text: 'Share to every platform and add events to any calendar' },
];

export function AuthPage() {
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [registeredUsername, setRegisteredUsername] = useState('');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle(tab === 'login' ? 'Log in' : 'Create an account');
  const config = useAppConfig();
  const isSignUpClosed = config.data?.isSignUpOpen === false;

  return (
    <RedirectIfSignedIn>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:py-16">
        <section className="relative hidden overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-party-700 to-brand-900 p-10 text-white shadow-xl lg:block">
          <PartyPopper className="size-12 text-yellow-200" aria-hidden="true" />
          <h2 className="mt-6 font-display text-4xl font-extrabold leading-tight">
            The Ultimate Party Planning Platform
          </h2>
          <p className="mt-4 text-lg text-white/85">
            Everything you need to find, host and share unforgettable events.
          </p>
          <ul className="mt-10 grid gap-5">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-white/95">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -bottom-16 size-64 rounded-full bg-white/10"
          />
        </section>
        <Card className="self-start">
          <CardHeader>
            {/* The page's one h1, shown at every width (the side panel is hidden on phones). */}
            <h1 data-slot="card-title" className="font-display text-3xl">
              Welcome to {config.data?.siteName ?? DEFAULT_SITE_NAME}
            </h1>
            <CardDescription>Log in or create an account to bookmark, host and share events.</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={tab} onValueChange={(v) => setTab(v as 'login' | 'register')}>
              <TabsList className="mb-6 grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm
                  defaultUsername={registeredUsername}
                  onSuccess={() =>
                    navigate(safeRedirectPath(searchParams.get('redirectTo')), { replace: true })
                  }
                />
              </TabsContent>
              <TabsContent value="register">
                {isSignUpClosed ? (
                  <p
                    role="alert"
                    className="rounded-2xl bg-warning-subtle px-5 py-4 text-sm text-warning-subtle-foreground"
                  >
                    {SIGN_UP_CLOSED_MESSAGE}
                  </p>
                ) : (
                  <RegisterForm
                    onRegistered={(username) => {
                      setRegisteredUsername(username);
                      setTab('login');
                    }}
                  />
                )}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </RedirectIfSignedIn>
  );
}
