import { type Company, langAttribute } from '@baobab/core';
import { useRuntime } from '../../runtime/context';

/** The company's own words as paragraphs of plain text: a blank line separates two paragraphs. */
export function DescriptionPanel({ company }: { company: Company }) {
  const { locale } = useRuntime();
  const paragraphs = company.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="bj-cp-description" lang={langAttribute(locale, company.lang)}>
      {paragraphs.map((text, index) => (
        // Paragraphs have no identity of their own, and the list never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
