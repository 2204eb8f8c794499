import type { BBox } from "../types.js";

/** A word in the detector's upright frame (text reads left to right, top-left origin). */
export interface FrameWord {
  text: string;
  bbox: BBox;
  fontSize: number;
  bold: boolean;
}

/** Words sharing a baseline in the upright frame, left to right. */
export interface FrameLine {
  words: FrameWord[];
  bbox: BBox;
  /** Median font size of the line's full-size words. */
  fontSize: number;
  /** Bottom of the line's main band; superscripts do not move it. */
  baseline: number;
}

/** Words of one line close enough to be (part of) one cell. */
export interface Segment {
  words: FrameWord[];
  bbox: BBox;
  text: string;
  bold: boolean;
  /** Index of the line in its region. */
  line: number;
}

/** A column: the x-span of the segments anchored to it and how they align. */
export interface Column {
  x0: number;
  x1: number;
  /** Which edge the column's cells share, and where (median). */
  align: "left" | "right" | "center";
  anchor: number;
}

/** A horizontal rule or a shaded stripe, reduced to what the stream detector needs. */
export interface HorizontalRule {
  y: number;
  x0: number;
  x1: number;
}

/** A shaded band across a region (zebra striping). */
export interface Stripe {
  y0: number;
  y1: number;
}

/** A vertical rule in the frame. */
export interface VerticalRule {
  x: number;
  y0: number;
  y1: number;
}
