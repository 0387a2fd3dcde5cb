import { cn } from '#client/lib/cn.ts';

type Piece = {
  x: number;
  y: number;
  size: number;
  rotate: number;
  shape: 'bar' | 'dot' | 'ring';
  tone: string;
};

const TONES = [
  'bg-party-300',
  'bg-brand-300',
  'bg-amber-300',
  'bg-sky-300',
  'bg-emerald-300',
  'bg-white/70',
  'bg-rose-300',
];

// A fixed scatter (no randomness, so the server, the client and screenshots agree), kept to the
// edges so it never sits behind the search box.
const PIECES: Piece[] = [
  [4, 12, 10, 20, 'bar'],
  [9, 70, 8, 0, 'dot'],
  [14, 30, 14, -35, 'ring'],
  [12, 80, 10, 60, 'bar'],
  [23, 8, 7, 0, 'dot'],
  [27, 97, 12, -20, 'bar'],
  [70, 6, 11, 45, 'bar'],
  [88, 82, 8, 0, 'dot'],
  [81, 18, 14, 10, 'ring'],
  [86, 64, 10, -50, 'bar'],
  [91, 34, 7, 0, 'dot'],
  [95, 80, 12, 25, 'bar'],
  [66, 98, 9, 80, 'bar'],
  [38, 5, 9, -70, 'bar'],
  [46, 98, 6, 0, 'dot'],
  [2, 48, 9, 0, 'dot'],
  [97, 10, 8, 0, 'dot'],
  [57, 3, 7, 0, 'dot'],
].map(([x, y, size, rotate, shape], index) => ({
  x: x as number,
  y: y as number,
  size: size as number,
  rotate: rotate as number,
  shape: shape as Piece['shape'],
  tone: TONES[index % TONES.length] ?? 'bg-white/70',
}));

/** The hero's festive backdrop: brand gradient, soft glows and a confetti scatter, all decorative. */
export function HeroConfetti() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-linear-to-br from-brand-950 via-brand-800 to-party-700" />
      <div className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-party-500/35 blur-3xl" />
      <div className="absolute -right-24 -bottom-40 size-[30rem] rounded-full bg-brand-400/30 blur-3xl" />
      <div className="absolute top-1/3 left-1/2 size-72 -translate-x-1/2 rounded-full bg-amber-300/10 blur-3xl" />
      <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.09)_1px,transparent_1px)] bg-size-[22px_22px]" />
      {PIECES.map((piece, index) => (
        <span
          key={index}
          className={cn(
            'absolute opacity-80',
            // Phones only keep the pieces along the edges, clear of the title.
            piece.x > 8 && piece.x < 92 && piece.y > 8 && piece.y < 92 && 'hidden sm:block',
            piece.shape === 'bar' && 'rounded-[2px]',
            piece.shape === 'dot' && 'rounded-full',
            piece.shape === 'ring' && 'rounded-full border-[3px] border-amber-200/80 bg-transparent',
            piece.shape !== 'ring' && piece.tone,
          )}
          style={{
            left: `${piece.x}%`,
            top: `${piece.y}%`,
            width: piece.shape === 'bar' ? piece.size * 0.45 : piece.size,
            height: piece.size * (piece.shape === 'bar' ? 1.6 : 1),
            transform: `rotate(${piece.rotate}deg)`,
          }}
        />
      ))}
    </div>
  );
}
