package dev.catalogkit.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The operations (OpenAPI operationIds) a check needs the server to advertise. When one is not
 * advertised, the check is NOT_APPLICABLE with that reason, unless the user forces it.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface RequiresOperation {
  String[] value();
}
