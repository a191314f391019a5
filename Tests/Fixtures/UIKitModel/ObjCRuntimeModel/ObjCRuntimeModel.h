// Declarations only: this header is read by the Swift compiler's clang importer in Objective-C mode
// and is never compiled or linked. It mirrors the parts of <objc/NSObject.h> and Foundation that the
// UIKit model's declarations refer to.
typedef signed char BOOL;
typedef struct _NSZone NSZone;

#pragma clang assume_nonnull begin

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) unsigned long hash;
// Unaudited in <objc/NSObject.h>, so Swift sees `Selector!` and `Any?`; said explicitly here, so that
// the clang importer has no missing nullability to warn about (the type checks treat warnings as errors).
- (BOOL)respondsToSelector:(SEL _Null_unspecified)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
- (id _Nullable)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end

@interface NSCoder : NSObject
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

#pragma clang assume_nonnull end

// CoreGraphics' geometry as C structs, as on iOS. They must come from C: Swift only lets structs that
// are imported from C (or bridged) appear in `@objc` signatures, and the transitioning protocols'
// `initialFrame(for:) -> CGRect` must be `@objc`. The component type is named so that the clang
// importer does not try to map it to CoreGraphics' Swift `CGFloat` struct (there is none on Linux):
// in type-check mode the model's `CGFloat` is therefore `Double`.
typedef double CGFloatComponent;

struct CGPoint { CGFloatComponent x; CGFloatComponent y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloatComponent width; CGFloatComponent height; };
typedef struct CGSize CGSize;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

struct CGVector { CGFloatComponent dx; CGFloatComponent dy; };
typedef struct CGVector CGVector;

struct CGAffineTransform {
    CGFloatComponent a, b, c, d;
    CGFloatComponent tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;

// UIKit's transition-context keys are NS_TYPED_ENUM strings; as Swift structs they could not appear in
// the `@objc` protocol UIViewControllerContextTransitioning, so in type-check mode they come from here.
@interface NSString : NSObject
@end

#pragma clang assume_nonnull begin
typedef NSString *UITransitionContextViewControllerKey __attribute__((swift_wrapper(struct)));
typedef NSString *UITransitionContextViewKey __attribute__((swift_wrapper(struct)));
extern UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.from")));
extern UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.to")));
extern UITransitionContextViewKey const UITransitionContextFromViewKey
    __attribute__((swift_name("UITransitionContextViewKey.from")));
extern UITransitionContextViewKey const UITransitionContextToViewKey
    __attribute__((swift_name("UITransitionContextViewKey.to")));
#pragma clang assume_nonnull end

// Associated objects (<objc/runtime.h>), as the Swift overlay of the Objective-C runtime imports them:
// `objc_setAssociatedObject(_:_:_:_:)` with `Any`, `UnsafeRawPointer`, `Any?` and the policy enum.
typedef enum __attribute__((enum_extensibility(open))) objc_AssociationPolicy : unsigned long {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403
} objc_AssociationPolicy;

#pragma clang assume_nonnull begin
void objc_setAssociatedObject(id object, const void *key, id _Nullable value, objc_AssociationPolicy policy);
id _Nullable objc_getAssociatedObject(id object, const void *key);
#pragma clang assume_nonnull end
