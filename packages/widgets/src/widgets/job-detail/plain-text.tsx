/**
 * A recruiter's text as paragraphs: blank lines separate paragraphs, single line breaks stay.
 * Rendered as text, never as HTML.
 */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed while shown, so the index is stable
        <p key={index} className="bj-job-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}
