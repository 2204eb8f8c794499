/** A worker that dies mid-task, to prove a crash fails only its own task. */
export default function crash(): never {
  process.exit(3);
}
