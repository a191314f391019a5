import ChoreoAudit
import XCTest

/// What the scope reader makes of braces: which type, function and closure a token is in.
final class SwiftSourceTests: XCTestCase {
    private func index(of text: String, in source: SwiftSource, occurrence: Int = 1) -> Int {
        var seen = 0
        for (index, token) in source.tokens.enumerated() where token.text == text {
            seen += 1
            if seen == occurrence { return index }
        }
        XCTFail("no '\(text)' number \(occurrence)")
        return 0
    }

    func testATokenKnowsItsTypeAndFunctionWithTheParameterTypes() {
        let source = SwiftSource(file: "A.swift", text: """
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
                    marker()
                }
            }
            """)
        let marker = index(of: "marker", in: source)
        XCTAssertEqual(source.enclosingType(of: marker)?.name, "Fade")
        XCTAssertEqual(source.enclosingType(of: marker)?.inherits, ["NSObject", "UIViewControllerAnimatedTransitioning"])
        let function = source.enclosingFunctions(of: marker).first?.declaration
        XCTAssertEqual(function?.name, "animateTransition")
        XCTAssertEqual(function?.parameters, [Parameter(label: "using", name: "ctx", typeNames: ["any", "UIViewControllerContextTransitioning"])])
    }

    func testAGenericClauseIsNotTheInheritanceClause() {
        let source = SwiftSource(file: "A.swift", text: "open class Sheet<Cell: UICollectionViewCell, Data>: UIViewController, UIViewControllerAnimatedTransitioning { marker }")
        XCTAssertEqual(source.enclosingType(of: index(of: "marker", in: source))?.inherits, ["UIViewController", "UIViewControllerAnimatedTransitioning"])
    }

    func testClosuresKnowTheirParametersLabelAndCallee() {
        let source = SwiftSource(file: "A.swift", text: """
            func f() {
                UIView.animate(withDuration: 1, animations: { a() }) { [weak self] finished in b() }
                UIView.animate(withDuration: 1) { c() } completion: { (done: Bool) in d() }
            }
            """)
        func closure(around name: String) -> ClosureExpression? {
            let token = index(of: name, in: source)
            guard let scope = source.scopeOfToken[token], case .closure(let closure) = source.scopes[scope].kind else { return nil }
            return closure
        }
        XCTAssertEqual(closure(around: "a"), ClosureExpression(parameters: [], label: "animations", callee: "animate", calleeLabels: ["withDuration", "animations"]))
        XCTAssertEqual(closure(around: "b"), ClosureExpression(parameters: ["finished"], label: nil, callee: "animate", calleeLabels: ["withDuration", "animations"]))
        XCTAssertEqual(closure(around: "c"), ClosureExpression(parameters: [], label: nil, callee: "animate", calleeLabels: ["withDuration"]))
        XCTAssertEqual(closure(around: "d"), ClosureExpression(parameters: ["done"], label: "completion", callee: "animate", calleeLabels: ["withDuration"]))
    }

    func testControlFlowBodiesAreBlocksAndAReturnInAClosureReturnsFromIt() {
        let source = SwiftSource(file: "A.swift", text: """
            func f() {
                if let a = b, let c = d { return }
                guard x else { return }
                items.forEach { item in return }
            }
            """)
        let function = source.returnTarget(of: index(of: "return", in: source))
        XCTAssertEqual(source.returnTarget(of: index(of: "return", in: source, occurrence: 2)), function)
        XCTAssertNotEqual(source.returnTarget(of: index(of: "return", in: source, occurrence: 3)), function)
        let ifBody = source.scopeOfToken[index(of: "return", in: source)]!
        XCTAssertEqual(source.scopes[ifBody].kind, .block)
    }

    func testAProtocolRequirementWithoutABodyDoesNotTakeTheNextBrace() {
        let source = SwiftSource(file: "A.swift", text: """
            protocol P {
                func a()
                var b: Int { get }
            }
            func c() { marker() }
            """)
        XCTAssertEqual(source.enclosingFunctions(of: index(of: "marker", in: source)).first?.declaration.name, "c")
    }

    func testUnbalancedBracketsDoNotCrash() {
        let source = SwiftSource(file: "A.swift", text: "class A { func f() { ( ] } ")
        XCTAssertEqual(source.enclosingType(of: source.tokens.count - 1)?.name, "A")
    }
}
