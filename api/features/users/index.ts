// The users feature's public surface (docs/architecture.md, "Adding a feature"): what the
// composition root and other features may use; everything else in this folder is its own.
export { type NewUser, type UserRow, activeSubscriberWhere, createUser, effectiveRole, ensureAdmin, excludedUntil, extendedBy, findUserByEmail, findUserById, limitInForce, lockUser, lockUserAndAdmins, membership, membershipOf, otherAdminCount, readersWhere, subscriptionEndOrFail, toUserDto, trialClaimKey, trialOnlyWhere, usernameOwner } from './users.service';
