/**
 * Bars that stick to the bottom of small screens while their target is out of view: the product
 * page's buy bar (target: the buy box, shown once it has been scrolled past) and the cart page's
 * checkout bar (target: the checkout button, shown while it is not in view). The bar is
 * `[data-sticky-bar]` with `data-sticky-for` (the target's id) and `data-sticky-when`
 * (`passed` or `out`); this script only sets `sticky-bar-shown` on <html>, and the CSS
 * (src/styles/global.css, sticky bars) shows the bar below 992 px, pads the page's foot so the bar
 * never covers the footer's last links, and hides it while an overlay or drawer locks the page.
 * Browser only; see docs/catalogue.md, the buy bar.
 */
export function startStickyBars(): void {
  if (!('IntersectionObserver' in window)) return;
  for (const bar of document.querySelectorAll<HTMLElement>('[data-sticky-bar]')) {
    const target = document.getElementById(bar.dataset.stickyFor ?? '');
    if (!target) continue;
    // "Passed" watches a viewport stretched far downwards: the target leaves it only above the
    // top edge, and a jump past it (an anchor link, a fling) still changes its state.
    const passed = bar.dataset.stickyWhen === 'passed';
    new IntersectionObserver(
      ([entry]) => {
        if (entry) document.documentElement.classList.toggle('sticky-bar-shown', !entry.isIntersecting);
      },
      { rootMargin: passed ? '0px 0px 100000px 0px' : '0px' },
    ).observe(target);
  }
}
