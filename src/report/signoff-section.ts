import { escape } from './html-escape.ts';
import type { SignoffSection } from './signoff.ts';

/** `text` escaped, with Markdown `code` spans as <code>. */
function inline(text: string): string {
  return escape(text).replace(/`([^`]*)`/g, '<code>$1</code>');
}

/**
 * The onboarding sign-off as a section of `index.html`: the same content as `signoff.md`
 * (src/report/signoff.ts), folded under one heading so the rule table stays in view.
 */
export function renderSignoffHtml(sections: readonly SignoffSection[]): string {
  const parts = sections.map((section) => {
    const intro = section.intro ? `<p>${inline(section.intro)}</p>` : '';
    const items = section.items?.length
      ? `<ul>${section.items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`
      : '';
    const table = section.table
      ? `<table><thead><tr>${section.table.head.map((h) => `<th>${inline(h)}</th>`).join('')}</tr></thead><tbody>${section.table.rows
          .map((row) => `<tr>${row.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '';
    return `<h3>${inline(section.heading)}</h3>${intro}${items}${table}`;
  });
  return `<section id="signoff"><details><summary><h2 style="display:inline">Onboarding sign-off</h2> (also <a href="signoff.md">signoff.md</a>)</summary>
${parts.join('\n')}
</details></section>`;
}
