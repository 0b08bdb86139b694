/** The ladder lives with the client (the bet slip steps odds along it); the simulation uses the same one. */
export { ladderAt, ladderIndex } from '../../src/lib/price-ladder';
