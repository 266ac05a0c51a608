package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;
import java.util.List;

/**
 * A rename request (tables and views share its shape: {@code source}, {@code destination}), or one
 * that is wrong in exactly one way: a member missing, or JSON that does not parse (a fixture).
 */
final class RenameBody {

  /** A rename body cut off inside its source identifier. */
  static final String INVALID_JSON = "tables/rename.invalid-json.txt";

  private final ObjectNode json;

  private RenameBody(ObjectNode json) {
    this.json = json;
  }

  static RenameBody of(
      List<String> fromNamespace, String from, List<String> toNamespace, String to) {
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    identifier(json.putObject("source"), fromNamespace, from);
    identifier(json.putObject("destination"), toNamespace, to);
    return new RenameBody(json);
  }

  /** The same body without {@code source} or {@code destination}. */
  RenameBody without(String member) {
    ObjectNode copy = json.deepCopy();
    copy.remove(member);
    return new RenameBody(copy);
  }

  /** The same body with one identifier malformed. */
  RenameBody malformed(MalformedIdentifier flaw) {
    ObjectNode copy = json.deepCopy();
    flaw.applyTo(copy);
    return new RenameBody(copy);
  }

  RequestBody request() {
    return RequestBody.json(json, null);
  }

  static RequestBody invalidJson() {
    return new RequestBody(Fixtures.text(INVALID_JSON), INVALID_JSON);
  }

  /** A table identifier: namespace levels and name. */
  static void identifier(ObjectNode node, List<String> namespace, String name) {
    namespace.forEach(node.putArray("namespace")::add);
    node.put("name", name);
  }
}
