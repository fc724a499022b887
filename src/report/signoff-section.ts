import { escape } from './html-escape.ts';
import type { Signoff } from './signoff.ts';

/**
 * `text` escaped, with Markdown code spans (any fence of backticks, src/report/signoff-text.ts
 * `codeSpan`) as <code> and `**bold**` as <b>.
 */
export function renderInline(text: string): string {
  return escape(text)
    .replace(/(`+)(?!`)([\s\S]*?)(?<!`)\1(?!`)/g, (_, _fence: string, code: string) => {
      const inner = code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code;
      return `<code>${inner}</code>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<b>$1</b>');
}

/**
 * The onboarding sign-off as a section of `index.html`: the same content as `signoff.md`
 * (src/report/signoff.ts) but its title and verdict (the page's banner says them), folded under
 * one heading so the rule table stays in view.
 */
export function renderSignoffHtml(signoff: Signoff): string {
  const parts = signoff.sections.map((section) => {
    const intro = section.intro ? `<p>${renderInline(section.intro)}</p>` : '';
    const items = section.items?.length
      ? `<ul>${section.items.map((i) => `<li>${renderInline(i)}</li>`).join('')}</ul>`
      : '';
    const table = section.table
      ? `<table><thead><tr>${section.table.head.map((h) => `<th>${renderInline(h)}</th>`).join('')}</tr></thead><tbody>${section.table.rows
          .map((row) => `<tr>${row.map((c) => `<td>${renderInline(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '';
    return `<h3>${renderInline(section.heading)}</h3>${intro}${items}${table}`;
  });
  const warning = signoff.warning ? `<p><b>Not for signature.</b> ${renderInline(signoff.warning)}</p>` : '';
  return `<section id="signoff"><details><summary><h2 style="display:inline">Onboarding sign-off</h2> (also <a href="signoff.md">signoff.md</a>)</summary>
${warning}${parts.join('\n')}
</details></section>`;
}
