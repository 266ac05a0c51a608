package dev.catalogkit.protocols.paimon.checks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import java.util.function.Consumer;

/**
 * The body of an upsert, {@code {"definition": {"format", "content"}}}, or one with a blank member;
 * the other ways it can be wrong come from the kit's OpenAPI document ({@code DocumentCases}).
 */
final class DefinitionBody {

  private final ObjectNode body;

  private DefinitionBody(ObjectNode body) {
    this.body = body;
  }

  static DefinitionBody of(String format, String content) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    body.putObject("definition").put("format", format).put("content", content);
    return new DefinitionBody(body);
  }

  DefinitionBody with(String member, String value) {
    return changed(definition -> definition.put(member, value));
  }

  RequestBody request() {
    return RequestBody.json(body, null);
  }

  private DefinitionBody changed(Consumer<ObjectNode> change) {
    ObjectNode copy = body.deepCopy();
    change.accept((ObjectNode) copy.path("definition"));
    return new DefinitionBody(copy);
  }
}
