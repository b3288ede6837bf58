// happy-dom lays pages out at a desktop width and applies media queries; a test of the
// small-screen layout sets a phone's width first.

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };

export function phoneViewport(): void {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 375, height: 667 });
}
