package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Consumer;

/**
 * One way a rename body's identifier can be malformed while the body stays valid JSON with both
 * members: each breaks one rule of the documented identifier (a required string name, a required
 * namespace that is an array of strings).
 */
enum MalformedIdentifier {
  SOURCE_NAME_NULL("source", identifier -> identifier.putNull("name")),
  SOURCE_WITHOUT_NAMESPACE("source", identifier -> identifier.remove("namespace")),
  SOURCE_NAMESPACE_AS_A_STRING("source", MalformedIdentifier::namespaceAsAString),
  DESTINATION_NAME_A_NUMBER("destination", identifier -> identifier.put("name", 7)),
  DESTINATION_WITHOUT_NAME("destination", identifier -> identifier.remove("name")),
  DESTINATION_NAMESPACE_AS_A_STRING("destination", MalformedIdentifier::namespaceAsAString);

  private final String member;
  private final Consumer<ObjectNode> flaw;

  MalformedIdentifier(String member, Consumer<ObjectNode> flaw) {
    this.member = member;
    this.flaw = flaw;
  }

  /** The identifier of this member of the body, made malformed in place. */
  void applyTo(ObjectNode renameBody) {
    flaw.accept((ObjectNode) renameBody.get(member));
  }

  /** A one-level namespace written as the string of its level instead of an array. */
  private static void namespaceAsAString(ObjectNode identifier) {
    identifier.put("namespace", identifier.path("namespace").path(0).asText());
  }
}
