/**
 * Adds to the head what index.html keeps in `<template data-after-paint>`: links the first
 * paint does not need (the web app manifest, which browsers fetch with its icon as soon as
 * they see it). The entry calls it after the first paint; without JavaScript they stay unused,
 * and the page reads and sells the same.
 */
export function linkAfterPaint(root: Document = document): void {
  addTemplateContent(root.head, "template[data-after-paint]", root.head);
}

/**
 * Takes each template `selector` finds in `root` out of the page and adds its content to
 * `parent`, once: a link or a script the page holds back until then (a script added so runs).
 */
export function addTemplateContent(root: ParentNode, selector: string, parent: ParentNode): void {
  for (const template of root.querySelectorAll<HTMLTemplateElement>(selector)) {
    template.remove();
    parent.append(template.content.cloneNode(true));
  }
}
