/**
 * The hero's festive backdrop: brand gradient, soft glows and a confetti scatter, all decorative.
 * The scatter is a fixed picture (public/hero-confetti*.svg: no randomness, so the server, the
 * browser and screenshots agree, and no script), kept to the edges so it never sits behind the
 * search box; phones get the edge pieces only, clear of the title.
 */
export function HeroConfetti() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-linear-to-br from-brand-950 via-brand-800 to-party-700" />
      <div className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-party-500/35 blur-3xl" />
      <div className="absolute -right-24 -bottom-40 size-[30rem] rounded-full bg-brand-400/30 blur-3xl" />
      <div className="absolute top-1/3 left-1/2 size-72 -translate-x-1/2 rounded-full bg-amber-300/10 blur-3xl" />
      <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.09)_1px,transparent_1px)] bg-size-[22px_22px]" />
      <div className="absolute inset-0 bg-[url(/hero-confetti-edges.svg)] bg-size-[100%_100%] bg-no-repeat sm:bg-[url(/hero-confetti.svg)]" />
    </div>
  );
}
