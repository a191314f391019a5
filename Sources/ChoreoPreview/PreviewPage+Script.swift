extension PreviewPage {
    /// The player: looks frames up in `DATA` and sets each view's frame, transform, opacity, corner
    /// radius, dim and shadow (screens, a container's dimming view, shared elements' snapshots). It
    /// computes no motion of its own.
    ///
    /// A view that turns in 3D (it has a `perspective`, 0 for none) gets the generated code's
    /// `transform3D` as CSS, `perspective(d) translate3d(x,y,-z) rotateY(ry) rotateX(rx) rotate(r)
    /// scale(sx,sy)` about its anchor, with its back hidden as `isDoubleSided = false`
    /// hides it; a flat view the flat `transform`'s three functions. A shadow is a `box-shadow`
    /// whose blur is twice Core Animation's `shadowRadius`: CSS blurs by a Gaussian of half the blur
    /// radius as standard deviation, and `shadowRadius` is roughly that deviation.
    ///
    /// The URL fragment picks what shows: `#spec=NAME&phase=present&progress=0.5` is that phase at
    /// that fraction of its duration, paused; `&still` hides the controls; `&rtl` and `&reduce`
    /// turn the toggles on.
    static let script = #"""
        const phone = document.getElementById("phone");
        const $ = (id) => document.getElementById(id);
        const state = { spec: 0, phase: 0, time: 0, playing: false, last: 0, rtl: false, reduce: false };
        const screenNames = {
          present: ["presented", "presenting"], perform: ["presented", "presenting"],
          dismiss: ["presenting", "presented"], push: ["pushed", "previous"], pop: ["previous", "popped"],
          next: ["later tab", "current tab"], previous: ["earlier tab", "current tab"],
        };

        function spec() { return DATA.specs[state.spec]; }
        function phase() { return spec().phases[state.phase]; }
        function track() {
          const tracks = phase().tracks;
          if (state.reduce) return tracks.reduced;
          return state.rtl && tracks.rtl ? tracks.rtl : tracks.standard;
        }
        /// A channel at a fractional frame: between two of the 60 samples a second, the straight line
        /// between them, so that a still frame at any progress is where the frames say.
        function at(channel, frame) {
          if (!Array.isArray(channel)) return channel;
          const index = Math.floor(frame), weight = frame - index;
          const next = Math.min(index + 1, channel.length - 1);
          return channel[index] + (channel[next] - channel[index]) * weight;
        }

        // A screen keeps its colour in both phases: "front" is the one the forward phase brings in.
        function screenIdentity(role) {
          if (role !== "to" && role !== "from") return "";
          return (role === "to") === ["present", "push", "perform", "next"].includes(phase().role) ? " front" : " back";
        }

        function screen(view) {
          const element = document.createElement("div");
          element.className = "screen " + view.role + screenIdentity(view.role);
          if (view.role === "dimming" || view.role === "blur") return element;
          if (view.role === "shared" || view.role === "source") {
            element.innerHTML = '<div class="label"></div>';
            element.firstChild.textContent = view.label;
            return element;
          }
          if (view.piece) {
            element.innerHTML = '<div class="dim"></div>';
            return element;
          }
          const names = screenNames[phase().role];
          element.innerHTML = '<div class="label"><b></b><span></span></div><div class="dim"></div>';
          element.querySelector("b").textContent = view.role;
          element.querySelector("span").textContent = view.role === "to" ? names[0] : names[1];
          return element;
        }

        /// The shape a masked view is seen through (`mask:`), in its own coordinates: a circle, or a
        /// rounded rectangle as insets from the view's edges.
        function clip(view, frame) {
          const x = at(view.kx, frame), y = at(view.ky, frame), w = at(view.kw, frame), h = at(view.kh, frame);
          if (view.circle) return "circle(" + w / 2 + "px at " + (x + w / 2) + "px " + (y + h / 2) + "px)";
          const right = at(view.fw, frame) - x - w, bottom = at(view.fh, frame) - y - h;
          return "inset(" + y + "px " + right + "px " + bottom + "px " + x + "px round " + at(view.kr, frame) + "px)";
        }

        /// The fractional frame at `time`: samples are `1 / fps` apart, except the last, which is the
        /// end state at `duration` itself (often less than a whole step after the one before it).
        function frameAt(current, time) {
          const last = current.frames - 1;
          const frame = time * current.fps;
          if (last < 1 || frame <= last - 1) return Math.max(0, frame);
          const before = (last - 1) / current.fps, step = current.duration - before;
          return Math.min(last, step > 0 ? last - 1 + (time - before) / step : last);
        }

        /// A view's layer shadow as CSS: colour and opacity clamped as a layer draws them (a spring
        /// carries them past their ends), the blur twice `shadowRadius`; "none" at opacity 0.
        function shadow(view, frame) {
          const opacity = Math.min(Math.max(at(view.so, frame), 0), 1);
          if (!(opacity > 0)) return "none";
          const colour = [view.scr, view.scg, view.scb].map((c) => Math.round(Math.min(Math.max(at(c, frame), 0), 1) * 255));
          return at(view.sox, frame) + "px " + at(view.soy, frame) + "px " + 2 * Math.max(at(view.sr, frame), 0) + "px "
            + "rgba(" + colour.join(", ") + ", " + opacity + ")";
        }

        /// Draws the frame nearest to `state.time`, bottom view first.
        function render() {
          const current = track();
          const frame = frameAt(current, state.time);
          phone.textContent = "";
          for (const view of current.views) {
            const element = screen(view);
            const x = at(view.x, frame), y = at(view.y, frame), r = at(view.r, frame);
            const sx = at(view.sx, frame), sy = at(view.sy, frame);
            element.style.transformOrigin = (view.anchor[0] * 100) + "% " + (view.anchor[1] * 100) + "%";
            const turn = "rotate(" + r + "deg) scale(" + sx + ", " + sy + ")";
            if (view.perspective === undefined) {
              element.style.transform = "translate(" + x + "px, " + y + "px) " + turn;
            } else {
              element.style.transform = (view.perspective > 0 ? "perspective(" + view.perspective + "px) " : "")
                + "translate3d(" + x + "px, " + y + "px, " + (-at(view.z, frame)) + "px) rotateY(" + at(view.ry, frame)
                + "deg) rotateX(" + at(view.rx, frame) + "deg) " + turn;
              element.style.backfaceVisibility = "hidden";
            }
            element.style.boxShadow = shadow(view, frame);
            element.style.opacity = at(view.a, frame);
            element.style.left = at(view.fx, frame) + "px";
            element.style.top = at(view.fy, frame) + "px";
            element.style.width = at(view.fw, frame) + "px";
            element.style.height = at(view.fh, frame) + "px";
            // Only the corners in the view's mask (CACornerMask bits) are rounded; CSS lists them
            // top-left, top-right, bottom-right, bottom-left.
            const radius = at(view.cr, frame), mask = view.mask === undefined ? 15 : view.mask;
            element.style.borderRadius = [1, 2, 8, 4].map((bit) => (mask & bit ? radius : 0) + "px").join(" ");
            element.style.clipPath = view.kw === undefined ? "" : clip(view, frame);
            const dim = element.querySelector(".dim");
            if (dim) dim.style.opacity = at(view.dim, frame);
            phone.appendChild(element);
          }
          // A sheet's detents: where a drag can leave its top, over everything.
          for (const top of current.detents || []) {
            const mark = document.createElement("div");
            mark.className = "detent";
            mark.style.top = (top - 2) + "px";
            phone.appendChild(mark);
          }
          const duration = current.duration;
          $("scrubber").value = duration > 0 ? Math.round(state.time / duration * 1000) : 1000;
          $("time").textContent = state.time.toFixed(3) + " s of " + duration.toFixed(3) + " s"
            + (duration > 0 ? " (" + Math.round(state.time / duration * 100) + "%)" : "");
          const finishAt = phase().finishAt;
          const past = duration > 0 && state.time / duration >= finishAt;
          $("finish").textContent = finishAt === undefined ? ""
            : "Finish threshold " + Math.round(finishAt * 100) + "%: let go here and the " + phase().role
              + (past ? " finishes." : " cancels.");
          $("play").textContent = state.playing ? "Pause" : "Play";
          $("link").href = "#spec=" + encodeURIComponent(spec().name) + "&phase=" + phase().role
            + "&progress=" + (duration > 0 ? (state.time / duration).toFixed(3) : "1")
            + (state.rtl ? "&rtl" : "") + (state.reduce ? "&reduce" : "");
        }

        /// The lists and notes that change with the transition or the phase.
        function describe() {
          const s = spec(), p = phase();
          $("title").textContent = s.name;
          $("source").textContent = s.file + " · " + s.kind + (s.style ? " · " + s.style : "");
          const list = $("specs");
          list.textContent = "";
          DATA.specs.forEach((other, index) => {
            const item = document.createElement("li");
            const button = document.createElement("button");
            button.textContent = other.name;
            button.className = index === state.spec ? "chosen" : "";
            button.onclick = () => { choose(index, 0); };
            item.appendChild(button);
            list.appendChild(item);
          });
          list.style.display = DATA.specs.length > 1 ? "" : "none";
          const phases = $("phases");
          phases.textContent = "";
          s.phases.forEach((other, index) => {
            const button = document.createElement("button");
            button.textContent = other.role + (other.meaning ? " (" + other.meaning + ")" : "")
              + (other.finishAt !== undefined ? " (interactive)" : "");
            button.className = index === state.phase ? "chosen" : "";
            button.onclick = () => { choose(state.spec, index); };
            phases.appendChild(button);
          });
          const threshold = $("threshold");
          threshold.style.display = p.finishAt !== undefined ? "block" : "none";
          if (p.finishAt !== undefined) threshold.style.left = "calc(" + (p.finishAt * 100) + "% - 1px)";
          const notes = [];
          if (p.finishAt !== undefined) notes.push("Interactive (" + p.gesture + "): the orange mark is where releasing the gesture finishes the " + p.role + " rather than cancelling it.");
          if ((track().detents || []).length > 1) notes.push("Detents: the dashed lines are the heights the sheet rests at; it comes to rest at the first, and a drag moves it between them.");
          if (state.reduce) {
            const reduce = { crossfade: "Reduce Motion: a cross-fade of the view on top over the same time.",
              none: "Reduce Motion: the views take their places at once.",
              same: "Reduce Motion: this spec plays the full motion anyway (reduceMotion: same)." };
            notes.push(reduce[s.reduceMotion]);
          }
          if (state.rtl && !p.tracks.rtl) notes.push("Right-to-left: this phase has no leading or trailing motion, so it looks the same.");
          $("note").textContent = notes.join(" ");
        }

        function choose(specIndex, phaseIndex) {
          state.spec = specIndex;
          state.phase = phaseIndex;
          state.time = 0;
          describe();
          render();
        }

        function tick(now) {
          if (!state.playing) return;
          const speed = $("slow").checked ? 0.25 : 1;
          state.time += (now - state.last) / 1000 * speed;
          state.last = now;
          const duration = track().duration;
          if (state.time >= duration) {
            if ($("loop").checked) {
              state.time = 0;
            } else {
              state.time = duration;
              state.playing = false;
            }
          }
          render();
          if (state.playing) requestAnimationFrame(tick);
        }

        function play() {
          if (state.playing) {
            state.playing = false;
          } else {
            if (state.time >= track().duration) state.time = 0;
            state.playing = true;
            state.last = performance.now();
            requestAnimationFrame(tick);
          }
          render();
        }

        /// `#spec=NAME&phase=ROLE&progress=F[&still][&rtl][&reduce]`
        function readFragment() {
          const fields = new URLSearchParams(location.hash.slice(1));
          const specIndex = Math.max(0, DATA.specs.findIndex((s) => s.name === fields.get("spec")));
          const phaseIndex = Math.max(0, DATA.specs[specIndex].phases.findIndex((p) => p.role === fields.get("phase")));
          state.rtl = fields.has("rtl");
          state.reduce = fields.has("reduce");
          $("rtl").checked = state.rtl;
          $("reduce").checked = state.reduce;
          document.body.classList.toggle("still", fields.has("still"));
          choose(specIndex, phaseIndex);
          const progress = parseFloat(fields.get("progress"));
          if (!isNaN(progress)) {
            state.playing = false;
            state.time = Math.min(Math.max(progress, 0), 1) * track().duration;
            render();
          }
        }

        $("play").onclick = play;
        $("scrubber").oninput = () => {
          state.playing = false;
          state.time = $("scrubber").value / 1000 * track().duration;
          render();
        };
        $("rtl").onchange = () => { state.rtl = $("rtl").checked; state.time = Math.min(state.time, track().duration); describe(); render(); };
        $("reduce").onchange = () => { state.reduce = $("reduce").checked; state.time = Math.min(state.time, track().duration); describe(); render(); };
        window.addEventListener("hashchange", readFragment);
        readFragment();
        """#
}
