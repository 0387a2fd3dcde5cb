import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A wait ends when its condition holds; the limit is only there so a broken page fails at all. A
// lazily loaded chunk compiled on first import, or an .ics written in a worker, can take seconds on
// a busy CI machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
