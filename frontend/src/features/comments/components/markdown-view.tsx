import { Fragment, type ReactNode, useMemo } from 'react';
import { CodeView } from '@/components/code/code-view';
import { type Inline, parseMarkdown } from '../lib/markdown';

/** Short names written after a fence (```ts) for the highlighter's language ids. */
const FENCE_LANGUAGES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  py: 'python',
  sh: 'shell',
  bash: 'shell',
  rb: 'ruby',
  yml: 'yaml',
};

function inline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {inline(node.children)}
          </a>
        );
      case 'break':
        return <br key={index} />;
    }
  });
}

/** A comment's Markdown as React elements (never HTML from the text); code blocks highlighted like snippets. */
export function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="ss-markdown" data-testid="comment-markdown">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'code':
            return (
              <CodeView
                key={index}
                code={block.code}
                language={FENCE_LANGUAGES[block.language] ?? (block.language || 'plaintext')}
                maxHeight={320}
              />
            );
          case 'paragraph':
            return <p key={index}>{inline(block.children)}</p>;
          case 'quote':
            return <blockquote key={index}>{inline(block.children)}</blockquote>;
          case 'list': {
            const items = block.items.map((item, i) => <li key={i}>{inline(item)}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
        }
      })}
    </div>
  );
}
