import { proxiedImage } from './image-url';

/**
 * A company logo, or its initial when it has none. Decorative: the company name is always
 * written next to it, so screen readers skip it.
 */
export function Logo({ url, name, apiBase }: { url: string | null; name: string; apiBase: string }) {
  if (!url) {
    return (
      <span className="bj-logo bj-logo--initial" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  const { src, srcSet } = proxiedImage(url, apiBase);
  return <img className="bj-logo" src={src} srcSet={srcSet} alt="" loading="lazy" decoding="async" />;
}
