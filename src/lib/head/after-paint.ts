import { afterFirstContentfulPaint } from "../timing/after-first-paint";

/**
 * Adds to the head what index.html keeps in `<template data-after-paint>`: links the first
 * paint does not need (the web app manifest, which browsers fetch with its icon as soon as
 * they see it). Without JavaScript they stay unused; the page reads and sells the same.
 */
export function linkAfterPaint(root: Document = document): void {
  afterFirstContentfulPaint(() => {
    moveTemplates(root);
  });
}

function moveTemplates(root: Document): void {
  for (const template of root.head.querySelectorAll<HTMLTemplateElement>(
    "template[data-after-paint]",
  )) {
    root.head.append(template.content.cloneNode(true));
    template.remove();
  }
}
