/**
 * The rich-text editor's commands, on the DOM's Selection and Range (document.execCommand is deprecated and
 * writes <b> and <i>): bold and italic, a heading, lists and links, each toggling where that makes sense.
 * Each returns whether it changed the content.
 */

const BLOCK_TAGS = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'BLOCKQUOTE', 'DIV', 'PRE']);
const INLINE_ALIASES: Record<'strong' | 'em', string[]> = { strong: ['STRONG', 'B'], em: ['EM', 'I'] };

function isElement(node: Node | null): node is HTMLElement {
  return node !== null && node.nodeType === Node.ELEMENT_NODE;
}

function isBlock(node: Node): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

/** The selection's range when it lies in `root`. */
function rangeIn(root: HTMLElement): Range | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

function select(range: Range) {
  const selection = window.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
}

function selectContents(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  select(range);
}

function closestIn(node: Node | null, root: HTMLElement, test: (element: HTMLElement) => boolean) {
  let current: Node | null = node;
  while (current && current !== root) {
    if (isElement(current) && test(current)) return current;
    current = current.parentNode;
  }
  return null;
}

function unwrap(element: HTMLElement) {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function rename(element: HTMLElement, tag: string): HTMLElement {
  const renamed = document.createElement(tag);
  while (element.firstChild) renamed.appendChild(element.firstChild);
  element.replaceWith(renamed);
  return renamed;
}

/** Focuses the region without losing a selection made in it (focusing can reset the caret). */
export function focusKeepingSelection(root: HTMLElement, saved?: Range | null) {
  const current = rangeIn(root);
  const keep = saved && root.contains(saved.commonAncestorContainer) ? saved : current?.cloneRange();
  if (document.activeElement !== root) root.focus();
  if (keep) select(keep);
}

/** Bold or italic: unwraps the enclosing <strong>/<em>, or wraps the selected text in one. */
export function toggleInline(root: HTMLElement, tag: 'strong' | 'em'): boolean {
  const range = rangeIn(root);
  if (!range) return false;
  const existing = closestIn(range.commonAncestorContainer, root, (element) =>
    INLINE_ALIASES[tag].includes(element.tagName),
  );
  if (existing) {
    const first = existing.firstChild;
    const last = existing.lastChild;
    unwrap(existing);
    if (first && last) {
      const after = document.createRange();
      after.setStartBefore(first);
      after.setEndAfter(last);
      select(after);
    }
    return true;
  }
  if (range.collapsed) return false;
  const fragment = range.extractContents();
  const wrap = (nodes: Node[]) => {
    const wrapper = document.createElement(tag);
    for (const node of nodes) wrapper.appendChild(node);
    return wrapper;
  };
  // Across paragraphs: each block's text is wrapped, never the blocks themselves.
  if (Array.from(fragment.childNodes).some(isBlock)) {
    for (const child of Array.from(fragment.childNodes)) {
      if (isBlock(child)) child.appendChild(wrap(Array.from(child.childNodes)));
      else fragment.replaceChild(wrap([child.cloneNode(true)]), child);
    }
    const first = fragment.firstChild;
    const last = fragment.lastChild;
    range.insertNode(fragment);
    if (first && last) {
      const after = document.createRange();
      after.setStartBefore(first);
      after.setEndAfter(last);
      select(after);
    }
    return true;
  }
  const wrapper = wrap(Array.from(fragment.childNodes));
  range.insertNode(wrapper);
  selectContents(wrapper);
  return true;
}

/** The child of `root` holding `node`, making a paragraph of loose text first. */
function topBlockOf(root: HTMLElement, node: Node): HTMLElement | null {
  let current: Node | null = node;
  if (current === root) {
    if (!root.firstChild)
      root.appendChild(document.createElement('p')).appendChild(document.createElement('br'));
    current = root.firstChild;
  }
  while (current && current.parentNode !== root) current = current.parentNode;
  if (!current) return null;
  if (isBlock(current)) return current as HTMLElement;
  // Loose inline content (text typed straight into the region): its run of siblings becomes a paragraph.
  const paragraph = document.createElement('p');
  let start: Node = current;
  while (start.previousSibling && !isBlock(start.previousSibling)) start = start.previousSibling;
  root.insertBefore(paragraph, start);
  let next: Node | null = start;
  while (next && !isBlock(next)) {
    const following: Node | null = next.nextSibling;
    paragraph.appendChild(next);
    next = following;
  }
  return paragraph;
}

/** The blocks of `root` the selection touches, in order. */
function selectedBlocks(root: HTMLElement, range: Range): HTMLElement[] {
  const first = topBlockOf(root, range.startContainer);
  const last = topBlockOf(root, range.endContainer);
  if (!first) return [];
  const blocks: HTMLElement[] = [first];
  let current: Node | null = first;
  while (current !== last && current?.nextSibling) {
    current = current.nextSibling;
    const block: HTMLElement | null = isBlock(current) ? (current as HTMLElement) : topBlockOf(root, current);
    if (block) {
      blocks.push(block);
      current = block;
    }
  }
  return blocks;
}

/** A heading (h3) for the paragraph at the caret, or back to a paragraph when it already is one. */
export function setBlock(root: HTMLElement, tag: 'h3'): boolean {
  const range = rangeIn(root) ?? caretAtEnd(root);
  const blocks = selectedBlocks(root, range).filter(
    (block) => block.tagName !== 'UL' && block.tagName !== 'OL',
  );
  if (blocks.length === 0) return false;
  const undo = blocks.every((block) => block.tagName === tag.toUpperCase());
  const renamed = blocks.map((block) => rename(block, undo ? 'p' : tag));
  const after = document.createRange();
  after.setStartBefore(renamed[0]!);
  after.setEndAfter(renamed[renamed.length - 1]!);
  select(after);
  return true;
}

/** A bullet or numbered list of the selected paragraphs; the same list again turns back into paragraphs. */
export function toggleList(root: HTMLElement, tag: 'ul' | 'ol'): boolean {
  const range = rangeIn(root) ?? caretAtEnd(root);
  const blocks = selectedBlocks(root, range);
  if (blocks.length === 0) return false;
  const first = blocks[0]!;
  if (blocks.length === 1 && (first.tagName === 'UL' || first.tagName === 'OL')) {
    if (first.tagName === tag.toUpperCase()) {
      const paragraphs = Array.from(first.children).map((item) => {
        const paragraph = document.createElement('p');
        while (item.firstChild) paragraph.appendChild(item.firstChild);
        return paragraph;
      });
      first.replaceWith(...paragraphs);
      if (paragraphs[0]) selectContents(paragraphs[0]);
    } else {
      selectContents(rename(first, tag));
    }
    return true;
  }
  const list = document.createElement(tag);
  root.insertBefore(list, first);
  for (const block of blocks) {
    if (block.tagName === 'UL' || block.tagName === 'OL') {
      while (block.firstChild) list.appendChild(block.firstChild);
    } else {
      const item = document.createElement('li');
      while (block.firstChild) item.appendChild(block.firstChild);
      list.appendChild(item);
    }
    block.remove();
  }
  selectContents(list);
  return true;
}

/** Links the selected text (or inserts the address as a link); inside a link, changes its address. */
export function setLink(root: HTMLElement, saved: Range | null, href: string): boolean {
  const range = saved && root.contains(saved.commonAncestorContainer) ? saved : caretAtEnd(root);
  select(range);
  const existing = closestIn(range.commonAncestorContainer, root, (element) => element.tagName === 'A');
  if (existing) {
    existing.setAttribute('href', href);
    return true;
  }
  const link = document.createElement('a');
  link.setAttribute('href', href);
  if (range.collapsed) link.textContent = href;
  else link.appendChild(range.extractContents());
  range.insertNode(link);
  const after = document.createRange();
  after.setStartAfter(link);
  after.collapse(true);
  select(after);
  return true;
}

/** A caret at the end of the region, for commands run before anything was selected. */
function caretAtEnd(root: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  select(range);
  return range;
}

/** The region's HTML, or '' when it holds no text (a browser leaves <br> or <p><br></p> behind). */
export function emptyToBlank(root: HTMLElement): string {
  const hasText = (root.textContent ?? '').trim().length > 0;
  const hasMedia = root.querySelector('img, iframe, video, hr') !== null;
  return hasText || hasMedia ? root.innerHTML : '';
}
