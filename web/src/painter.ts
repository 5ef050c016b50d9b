// Paints a frame from the bridge (labyrinth/browser/frames.py) on a canvas: filled boxes and
// one line, nothing else. Which boxes, in which colour, the bridge decided; a patch (a watched
// build's step) paints only inside its box, over what the canvas shows.

export interface Frame {
  size: [number, number];
  background: string;
  wall: string;
  walls: number[];
  fills: { colour: string; boxes: number[] }[];
  framed: { colour: string; boxes: number[] }[];
  path: { colour: string; points: number[] } | null;
  /** A walker's arrow: the corners of a filled triangle-like shape. */
  arrow: { colour: string; points: number[] } | null;
  /** The box a patch paints (x0, y0, x1, y1, inclusive); null: the whole picture. */
  patch: [number, number, number, number] | null;
}

/** Canvas pixels a picture pixel of each canvas's last whole frame: its patches keep it. */
const ratios = new WeakMap<HTMLCanvasElement, number>();

function boxes(context: CanvasRenderingContext2D, colour: string, flat: number[]): void {
  context.fillStyle = colour;
  for (let i = 0; i < flat.length; i += 4) {
    // inclusive pixel boxes, as the SVG's: x0, y0, x1, y1
    context.fillRect(
      flat[i],
      flat[i + 1],
      flat[i + 2] - flat[i] + 1,
      flat[i + 3] - flat[i + 1] + 1,
    );
  }
}

/** Paint ``frame`` on ``canvas`` at ``scale`` screen pixels a picture pixel (a patch at the
 * scale of the whole frame it patches). */
export function paint(canvas: HTMLCanvasElement, frame: Frame, scale: number): void {
  const [width, height] = frame.size;
  let ratio = ratios.get(canvas);
  if (frame.patch === null || ratio === undefined) {
    ratio = (globalThis.devicePixelRatio || 1) * scale;
    ratios.set(canvas, ratio);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    // down, as the maze's picture: a pixel more than the pane has room for scrolls the page
    canvas.style.width = `${Math.floor(width * scale)}px`;
    canvas.style.height = `${Math.floor(height * scale)}px`;
  }
  const context = canvas.getContext("2d");
  if (!context) return;
  context.save();
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const [x0, y0, x1, y1] = frame.patch ?? [0, 0, width - 1, height - 1];
  context.beginPath();
  context.rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  context.clip();
  context.fillStyle = frame.background;
  context.fillRect(x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  for (const fill of frame.fills) boxes(context, fill.colour, fill.boxes);
  boxes(context, frame.wall, frame.walls);
  for (const rim of frame.framed) boxes(context, rim.colour, rim.boxes);
  if (frame.path && frame.path.points.length >= 4) {
    const points = frame.path.points;
    context.strokeStyle = frame.path.colour;
    context.lineWidth = Math.max(2, width / 300);
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(points[0] + 0.5, points[1] + 0.5);
    for (let i = 2; i < points.length; i += 2) context.lineTo(points[i] + 0.5, points[i + 1] + 0.5);
    context.stroke();
  }
  if (frame.arrow) {
    const points = frame.arrow.points;
    context.fillStyle = frame.arrow.colour;
    context.beginPath();
    context.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) context.lineTo(points[i], points[i + 1]);
    context.closePath();
    context.fill();
  }
  context.restore();
}
