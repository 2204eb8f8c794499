export { detectLattice, createLatticeDetector } from "./detect-lattice.js";
