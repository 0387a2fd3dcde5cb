import { describe, expect, it } from 'vitest';
import { normalizeMailbox } from './mailbox.ts';

describe('normalizeMailbox', () => {
  it.each([
    ['Name@Example.com', 'name@example.com'],
    ['name+1@example.com', 'name@example.com'],
    ['n.ame@example.com', 'n.ame@example.com'],
    ['N.a.me+party@GMAIL.com', 'name@gmail.com'],
    ['n.ame@googlemail.com', 'name@gmail.com'],
    ['+only@example.com', '+only@example.com'],
    [' padded@example.com ', 'padded@example.com'],
  ])('%s counts as %s', (address, mailbox) => {
    expect(normalizeMailbox(address)).toBe(mailbox);
  });
});
