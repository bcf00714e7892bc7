import type { TextBlock, TextDocument } from '../../../shared/messages/textDocument';
import { keepTogether } from '../../ui';

function Block({ block }: { block: TextBlock }) {
  if (typeof block === 'string') return <p>{keepTogether(block)}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{keepTogether(item)}</li>
      ))}
    </ul>
  );
}

/** A page of running text: its title (h2 under the top bar's h1), an intro and headed sections (h3). */
export function TextDocumentView({ document }: { document: TextDocument }) {
  return (
    <article className="info-document">
      <h2 className="info-document__title">{document.title}</h2>
      {document.intro && <p className="info-document__intro">{keepTogether(document.intro)}</p>}
      {document.sections.map((section) => (
        <section key={section.heading} className="info-document__section">
          <h3>{section.heading}</h3>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
