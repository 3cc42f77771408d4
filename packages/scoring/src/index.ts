export * from './formula';
export * from './score-state';
export * from './history';
export * from './derived';
export * from './advisory-prior';
export * from './explanation';
