import WithQueries from "../../api/WithQueries";
import { TemplatePicker } from "../../templates/TemplatePicker";

/**
 * The template picker above Home's drop zone, in its own chunk with the data library: a
 * visitor's first load of Home carries neither (the picker shows only once the user has templates).
 */
export default function HomeTemplatePicker() {
  return (
    <WithQueries>
      <TemplatePicker />
    </WithQueries>
  );
}
