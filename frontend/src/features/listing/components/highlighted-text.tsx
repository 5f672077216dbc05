import { splitHighlights } from '../lib/highlight-ranges';

/** Text with the search's matching ranges wrapped in <mark>. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly (readonly number[])[] | undefined }) {
  return (
    <>
      {splitHighlights(text, ranges).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className="ss-mark">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
