/**
 * The inline script of `index.html`: the filter box (status, level, free text over a rule's
 * row: id, summary, source sentence, notes) hides the rule rows that do not match and the groups
 * left empty, and says how many rules show. Without JavaScript the box stays hidden and every
 * rule shows. No network, no external asset: the page works from a file:// URL.
 */
export const FILTER_SCRIPT = `(() => {
  const form = document.getElementById('filter');
  if (!form) return;
  const field = (name) => form.querySelector('[name="' + name + '"]');
  const shown = document.getElementById('shown');
  const apply = () => {
    const status = field('status').value;
    const level = field('level').value;
    const text = field('text').value.trim().toLowerCase();
    let count = 0;
    let total = 0;
    for (const group of document.querySelectorAll('section.group')) {
      let inGroup = 0;
      for (const row of group.querySelectorAll('tr.rule')) {
        total += 1;
        const match =
          (status === '' || row.dataset.status === status) &&
          (level === '' || row.dataset.level === level) &&
          (text === '' || row.textContent.toLowerCase().includes(text));
        row.hidden = !match;
        if (match) inGroup += 1;
      }
      group.hidden = inGroup === 0;
      count += inGroup;
    }
    shown.textContent = count + ' of ' + total + ' rules shown';
  };
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.hidden = false;
  apply();
})();`;
