/// A braced region of a Swift file and what opened it: the structure rules ask about ("is this
/// call inside an animation's completion closure, in a method of an animator?").
public struct Scope: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `class`, `struct`, `enum`, `extension`, `actor` or `protocol` body.
        case type(TypeDeclaration)
        /// A `func`, `init`, `deinit` or `subscript` body, or a property's accessors.
        case function(FunctionDeclaration)
        /// A closure expression, with the parameter names its signature binds.
        case closure(ClosureExpression)
        /// The body of `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, `repeat`.
        case block
    }

    public var kind: Kind
    /// Token index of the `{`.
    public var open: Int
    /// Token index of the matching `}` (the token count when the file ends first).
    public var close: Int
    /// Index of the enclosing scope in `SwiftSource.scopes`, nil at file level.
    public var parent: Int?

    public func contains(_ token: Int) -> Bool { token > open && token < close }
}

public struct TypeDeclaration: Sendable, Equatable {
    /// `class`, `struct`, `enum`, `extension`, `actor` or `protocol`.
    public var keyword: String
    /// The last component of the name (`Foo` for `extension Module.Foo`).
    public var name: String
    /// The names after `:` (superclass and protocols), last components only.
    public var inherits: [String]
}

public struct FunctionDeclaration: Sendable, Equatable {
    /// `animateTransition`, `init`, `deinit`, `subscript`, or the property's name for accessors.
    public var name: String
    public var parameters: [Parameter]
    /// Token index of the name, where findings about the whole function point.
    public var nameToken: Int
}

public struct Parameter: Sendable, Equatable {
    /// The argument label (`using`), nil when it is `_` or the same as the name.
    public var label: String?
    /// The name the body uses.
    public var name: String
    /// The type's identifiers, in order (`UIViewControllerContextTransitioning` for
    /// `any UIViewControllerContextTransitioning`).
    public var typeNames: [String]

    public init(label: String?, name: String, typeNames: [String]) {
        self.label = label
        self.name = name
        self.typeNames = typeNames
    }
}

public struct ClosureExpression: Sendable, Equatable {
    /// Names bound by `{ a, b in`, `{ (a: T) in`, `{ [weak self] a in`.
    public var parameters: [String]
    /// The argument label the closure is passed under (`completion`), nil for an unlabelled or
    /// single trailing closure.
    public var label: String?
    /// The name of the function the closure is an argument of (`animate`, `addCompletion`).
    public var callee: String?
    /// The argument labels inside the call's parentheses (for a trailing closure after
    /// `animate(withDuration:animations:)`, `["withDuration", "animations"]`).
    public var calleeLabels: [String]

    public init(parameters: [String], label: String?, callee: String?, calleeLabels: [String]) {
        self.parameters = parameters
        self.label = label
        self.callee = callee
        self.calleeLabels = calleeLabels
    }
}
