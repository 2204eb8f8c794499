import { calcFixtures } from "./calc-fixtures.js";
import type { Fixture } from "./fixture.js";
import { htmlFixtures } from "./html-fixtures.js";
import { vectorFixtures } from "./vector-fixtures.js";

/** Every generated fixture, in the order they are listed. */
export const allFixtures: Fixture[] = [...vectorFixtures, ...htmlFixtures, ...calcFixtures];
