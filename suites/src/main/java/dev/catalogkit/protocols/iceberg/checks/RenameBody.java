package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.List;

/**
 * A rename request (tables and views share its shape: {@code source}, {@code destination}); the
 * ways it can be wrong come from the kit's OpenAPI document ({@code DocumentCases}).
 */
public final class RenameBody {

  private final ObjectNode json;

  private RenameBody(ObjectNode json) {
    this.json = json;
  }

  public static RenameBody of(
      List<String> fromNamespace, String from, List<String> toNamespace, String to) {
    ObjectNode json = JsonNodeFactory.instance.objectNode();
    identifier(json.putObject("source"), fromNamespace, from);
    identifier(json.putObject("destination"), toNamespace, to);
    return new RenameBody(json);
  }

  public RequestBody request() {
    return RequestBody.json(json, null);
  }

  /** A table identifier: namespace levels and name. */
  static void identifier(ObjectNode node, List<String> namespace, String name) {
    namespace.forEach(node.putArray("namespace")::add);
    node.put("name", name);
  }
}
