import { act, renderHook } from "@testing-library/react";
import { labelsOf } from "../lib/format";
import { useImportFile } from "./useImportFile";

type Format = "GIFT" | "MOODLE_XML";
const FORMATS = labelsOf<Format>({ GIFT: "GIFT", MOODLE_XML: "Moodle XML" });

describe("useImportFile", () => {
  it("takes the format a chosen file's extension names, keeps the chosen one for any other, and lets the select change it", () => {
    const onChoose = jest.fn();
    const { result } = renderHook(() => useImportFile({ formats: FORMATS, byExtension: { gift: "GIFT", xml: "MOODLE_XML" }, initial: "GIFT", onChoose }));
    expect(result.current).toMatchObject({ file: null, format: "GIFT", formatField: { label: "Format", name: "format", value: "GIFT", options: FORMATS } });

    const xml = new File(["<quiz/>"], "week1.XML");
    act(() => result.current.dropzone.onFile(xml));
    expect(result.current).toMatchObject({ file: xml, format: "MOODLE_XML", dropzone: { file: xml }, formatField: { value: "MOODLE_XML" } });
    expect(onChoose).toHaveBeenCalledWith(xml);

    act(() => result.current.formatField.onValueChange("GIFT"));
    const notes = new File(["::Q1:: 2+2? {=4}"], "notes.txt");
    act(() => result.current.dropzone.onFile(notes));
    expect(result.current).toMatchObject({ file: notes, format: "GIFT" });
    expect(onChoose).toHaveBeenCalledTimes(2);
  });
});
