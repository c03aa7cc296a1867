/** A line a recruiter starts with a dash, bullet or star: an item of a task list. */
const ITEM = /^\s*[-•*]\s+/;

type Block = { kind: 'text'; lines: string[] } | { kind: 'list'; items: string[] };

/** A paragraph's lines, runs of items grouped into lists and the other lines into text. */
function blocksOf(paragraph: string): Block[] {
  const blocks: Block[] = [];
  for (const line of paragraph.split('\n')) {
    const kind = ITEM.test(line) ? 'list' : 'text';
    const last = blocks.at(-1);
    if (kind === 'list') {
      if (last?.kind === 'list') last.items.push(line.replace(ITEM, ''));
      else blocks.push({ kind, items: [line.replace(ITEM, '')] });
    } else if (last?.kind === 'text') last.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  return blocks;
}

/**
 * A recruiter's text: blank lines separate paragraphs, single line breaks stay, and lines starting
 * with '-', '•' or '*' are a list. Rendered as text, never as HTML. `lang`: the text's language
 * when it differs from the page's (core's langAttribute).
 */
export function PlainText({ text, lang }: { text: string; lang?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .flatMap(blocksOf);
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed while shown, so the index is stable
          <ul key={index} className="bj-job-text" lang={lang}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={index} className="bj-job-text" lang={lang}>
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </>
  );
}
