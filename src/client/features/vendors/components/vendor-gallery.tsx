import { Images } from 'lucide-react';

/** The vendor page's pictures of past work: card-size thumbnails, each linking to the full image. */
export function VendorGallery({ name, gallery }: { name: string; gallery: string[] }) {
  if (gallery.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="grid gap-3">
      <h2 id="gallery-title" className="flex items-center gap-2 font-display font-bold text-xl">
        <Images aria-hidden="true" className="size-5" />
        Gallery
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {gallery.map((url, index) => (
          <li key={`${index}-${url}`}>
            <a
              href={url}
              className="block overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-offset-2"
            >
              <img
                src={`${url}?size=card`}
                alt={`${name}, work sample ${index + 1} of ${gallery.length}`}
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-200 hover:scale-[1.03]"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
