import ChoreoSpec
/// `choreo preview --output FILE.html`: one self-contained page that plays every phase of the
/// given transitions in a phone-sized frame.
///
/// Nothing is fetched: the style, the player script and every frame (`PreviewData`) are in the
/// file. The drawing follows a fixed contract so that a screenshot can be measured (Docs/CommandLine.md,
/// `choreo preview`): no page margin, the 390×844 frame at the top-left corner clipping its content,
/// screens coloured by identity, not by role: the screen the forward phase brings in (presented,
/// pushed) `#0A84FF` in both phases, the other one `#8E8E93`; white around them, the dimming
/// layers black at the spec's dim, a blur as frosted glass (`#F2F2F7` at 0.6 over a CSS backdrop blur,
/// shown by how far the blur has come), shared elements `#FF9F0A` labelled with their id,
/// the source view `#30D158` labelled with its id; a masked view is clipped to its mask's shape.
public enum PreviewPage {
    /// The screen the forward phase brings in: "to" while presenting or pushing, "from" on the way back.
    public static let frontColour = "#0A84FF"
    /// The screen it goes over: "from" while presenting or pushing, "to" on the way back.
    public static let backColour = "#8E8E93"
    public static let sharedElementColour = "#FF9F0A"
    /// A container's blur, drawn as frosted glass: this tint at `blurTint` over what is behind it.
    public static let blurColour = "#F2F2F7"
    public static let blurTint = 0.6
    /// The dashed marks across the phone at a sheet's detents.
    public static let detentColour = "#FF375F"
    /// The source view (`source:`), a mock button or cell on its screen.
    public static let sourceColour = "#30D158"

    public static func html(for transitions: [Transition]) -> String {
        let title = transitions.count == 1 ? transitions[0].name : "\(transitions.count) transitions"
        // The data goes in last: no file name inside it can be taken for a placeholder.
        return template
            .replacing("{{SCRIPT}}", with: script)
            .replacing("{{TITLE}}", with: escapedHTML("Choreo preview: " + title))
            .replacing("{{DATA}}", with: PreviewData(transitions: transitions).json)
    }

    static func escapedHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The page; `{{DATA}}` is the frames, `{{SCRIPT}}` the player (`PreviewPage+Script.swift`).
    static let template = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>{{TITLE}}</title>
        <style>
        html, body { margin: 0; padding: 0; background: #FFFFFF; }
        body { font: 14px/1.4 -apple-system, "Segoe UI", system-ui, sans-serif; color: #1C1C1E; }
        #phone { position: absolute; left: 0; top: 0; width: 390px; height: 844px; overflow: hidden; background: #FFFFFF; }
        .screen { position: absolute; left: 0; top: 0; width: 390px; height: 844px; overflow: hidden; }
        .screen.front { background: \(frontColour); }
        .screen.back { background: \(backColour); }
        .detent { position: absolute; left: 0; width: 390px; height: 0; border-top: 4px dashed \(detentColour); pointer-events: none; }
        .screen .dim { position: absolute; left: 0; top: 0; right: 0; bottom: 0; background: #000000; opacity: 0; }
        .screen.dimming { background: #000000; }
        .screen.blur { background: rgba(242, 242, 247, \(blurTint)); backdrop-filter: blur(20px); -webkit-backdrop-filter: blur(20px); }
        .screen.shared { background: \(sharedElementColour); }
        .screen.source { background: \(sourceColour); }
        .screen .label { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%); text-align: center; color: #FFFFFF; }
        .screen .label b { display: block; font-size: 32px; }
        #controls { position: absolute; left: 414px; top: 0; width: 380px; padding: 12px 0; }
        body.still #controls { display: none; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        #specs { list-style: none; margin: 8px 0; padding: 0; max-height: 240px; overflow-y: auto; }
        #specs li { display: inline; }
        #specs button, #phases button { font: inherit; margin: 2px 4px 2px 0; padding: 3px 10px; border: 1px solid #C7C7CC;
            border-radius: 6px; background: #F2F2F7; cursor: pointer; }
        #specs button.chosen, #phases button.chosen { background: \(frontColour); border-color: \(frontColour); color: #FFFFFF; }
        .row { margin: 10px 0; }
        .scrub { position: relative; height: 28px; }
        #scrubber { width: 100%; margin: 0; }
        #threshold { position: absolute; top: -4px; width: 2px; height: 30px; background: #FF9F0A; display: none; }
        #finish { font-size: 13px; color: #C93400; }
        #time { font-variant-numeric: tabular-nums; margin-top: 14px; }
        #note { color: #6C6C70; font-size: 13px; }
        #source { overflow-wrap: anywhere; }
        </style>
        </head>
        <body>
        <div id="phone"></div>
        <div id="controls">
          <h1 id="title"></h1>
          <div id="source"></div>
          <ul id="specs"></ul>
          <div class="row" id="phases"></div>
          <div class="row">
            <button id="play">Play</button>
            <label><input type="checkbox" id="slow"> 0.25× slow motion</label>
            <label><input type="checkbox" id="loop"> Loop</label>
          </div>
          <div class="row scrub">
            <input type="range" id="scrubber" min="0" max="1000" value="0" aria-label="Progress">
            <div id="threshold"></div>
          </div>
          <div id="finish"></div>
          <div id="time"></div>
          <div class="row">
            <label><input type="checkbox" id="rtl"> Right-to-left layout</label>
            <label><input type="checkbox" id="reduce"> Reduce Motion</label>
          </div>
          <p id="note"></p>
          <p><a id="link" href="#">Link to this frame</a></p>
        </div>
        <script>
        const DATA = {{DATA}};
        </script>
        <script>
        {{SCRIPT}}
        </script>
        </body>
        </html>

        """
}
