/**
 * Adds to the head what index.html keeps in `<template data-after-paint>`: links the first
 * paint does not need (the web app manifest, which browsers fetch with its icon as soon as
 * they see it). The entry calls it after the first paint; without JavaScript they stay unused,
 * and the page reads and sells the same.
 */
export function linkAfterPaint(root: Document = document): void {
  for (const template of root.head.querySelectorAll<HTMLTemplateElement>(
    "template[data-after-paint]",
  )) {
    root.head.append(template.content.cloneNode(true));
    template.remove();
  }
}
