import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L, R } from "./sample-tables.js";

/** City figures: a name, two figure columns and a kind, the figures in Latin digits. */
const CITIES: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, R, R, L],
  fontSize: 10,
  rows: [
    ["城市", "人口（万）", "面积", "类别"],
    ["北京市", "2189", "16410", "首都"],
    ["上海市", "2487", "6340", "直辖市"],
    ["广州市", "1868", "7434", "省会"],
    ["深圳市", "1756", "1997", "经济特区"],
    ["成都市", "2094", "14335", "省会"],
  ],
};

/** A staff directory: four text columns, no figure in it. */
const STAFF: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L, L, L],
  fontSize: 10,
  rows: [
    ["姓名", "部门", "职位", "办公室"],
    ["王伟", "财务部", "经理", "三楼东侧"],
    ["李娜", "人事部", "专员", "二楼"],
    ["张敏", "技术部", "工程师", "五楼西侧"],
    ["刘洋", "市场部", "主管", "一楼大厅"],
    ["陈静", "法务部", "顾问", "四楼"],
    ["杨帆", "销售部", "代表", "一楼"],
  ],
};

/**
 * A portrait page in Chinese: a title, the table, and right under its last row, as close as the rows are to one
 * another, a note of one sentence running wider than the table (no space in it, as Chinese is written). Neither
 * the title nor the note is a row.
 */
function page(title: string, table: TableSpec, note: string): BuiltFixture {
  const canvas = new PageCanvas({ width: 612, height: 792 });
  canvas.text(54, 70, title, 14);
  const drawn = drawTable(canvas, table, 54, 90);
  // where a next row's baseline would be: the writer's row padding (3 pt) and 0.8 em down into the line
  canvas.text(54, drawn.y1 + 3 + 10 * 0.8, note, 10);
  return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(table) }] };
}

/** Probes for tables in Chinese (`cjk_text`): text without spaces between words. */
export const cjkTextFixtures: Fixture[] = [
  {
    name: "gen_cjk_city_figures",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "cjk_text",
    notes:
      "Chinese city statistics (city, population, area, kind; Latin figures), unruled, a Chinese title over it and a one-sentence Chinese note right under its last row at the rows' pitch. One table, neither line a row.",
    build: async () =>
      page(
        "二零二三年主要城市统计",
        CITIES,
        "注：人口为年末常住人口，面积单位为平方公里，数据来源于各市统计年鉴，部分数据为初步统计结果。",
      ),
  },
  {
    name: "gen_cjk_staff_directory",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "cjk_text",
    notes:
      "A Chinese staff directory of four text columns (name, department, post, office), unruled, and a one-sentence Chinese note right under it at the rows' pitch. One table of seven lines.",
    build: async () =>
      page(
        "员工名录",
        STAFF,
        "本名录仅供内部使用，如有变动请及时通知人事部门。所有信息均以人事系统记录为准，未经许可不得对外提供。",
      ),
  },
];
