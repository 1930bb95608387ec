import { describe, expect, it } from 'vitest';
import { compareLists, type RuleOperator } from '../../src/index.js';

describe('compareLists', () => {
  it.each<[string[], RuleOperator, string[], boolean]>([
    [['a', 'b'], 'equal', ['b', 'a'], true],
    [['a', 'b'], 'equal', ['a'], false],
    [['a', 'a', 'b'], 'equal', ['b', 'a'], true],
    [[], 'equal', [], true],
    [['a', 'b'], 'not_equal', ['b', 'a'], false],
    [['a'], 'not_equal', ['b'], true],
    [['a', 'b', 'c'], 'contains', ['c', 'a'], true],
    [['a', 'b'], 'contains', ['d'], false],
    [['a', 'b'], 'not_contains', ['d'], true],
    [['a', 'b'], 'not_contains', ['a'], false],
    [['a', 'b', 'c'], 'greater', ['2'], true],
    [['a'], 'greater_equal', ['1'], true],
    [['a'], 'smaller', ['1'], false],
    [[], 'smaller_equal', ['0'], true],
  ])('%j %s %j → %s', (selected, operator, expected, result) => {
    expect(compareLists(selected, expected, operator)).toBe(result);
  });
});
